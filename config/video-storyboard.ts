import { z } from 'zod';

/**
 * A video the project makes itself (`scripts/make-walkthrough.mjs`) from the site's own pages: its
 * chapters, and in each the scenes it is cut from. One scene is one page of the site, shown for
 * `seconds` while `narration` is spoken and captioned. The site reads the same file to show the
 * video's chapters and duration, so the player and the video cannot disagree.
 */
export const storyboardScene = z.strictObject({
  /** How long the scene is on screen; its narration must fit in it. */
  seconds: z.number().min(3).max(60),
  /** The site path shown (a page of the production build), with an optional `#anchor` to scroll to. */
  page: z.string().regex(/^\/[^\s]*$/, 'must be a site path starting with /'),
  /** A CSS selector clicked before the picture is taken (opens a disclosure, picks a tab). */
  click: z.string().min(1).optional(),
  /** What the narrator says, in plain sentences (also the captions). */
  narration: z.string().trim().min(1).max(600),
});

export const storyboardChapter = z.strictObject({
  title: z.string().trim().min(1).max(60),
  scenes: z.array(storyboardScene).min(1),
});

export const storyboardSchema = z.strictObject({
  /** The video's id at the streaming provider (the folder under public/videos/ for the site's own). */
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and hyphens'),
  /** Language of the narration and captions (BCP 47). */
  language: z.string().min(2),
  width: z.number().int().min(320).max(1920),
  height: z.number().int().min(180).max(1080),
  chapters: z.array(storyboardChapter).min(1),
});

export type Storyboard = z.infer<typeof storyboardSchema>;

import { formatIssue } from '@/config/issues';
import { storyboardSchema, type Storyboard } from '@/config/video-storyboard';
import walkthrough from '@/content/videos/spanlight-walkthrough.json';
import { formatDuration } from './player';
import { storyboardChapters, storyboardDuration } from './storyboard';

/** The storyboards of the videos the project makes itself, by file (content/videos/). */
const files: Record<string, unknown> = { 'content/videos/spanlight-walkthrough.json': walkthrough };

/** A storyboard read and checked, or an error naming the file and the field that is wrong. */
export function parseStoryboard(file: string, data: unknown): Storyboard {
  const result = storyboardSchema.safeParse(data);
  if (result.success) return result.data;
  throw new Error(formatIssue(result.error.issues[0]!, file));
}

let byId: Map<string, Storyboard> | undefined;

/** The storyboard of the video with this id, when the project makes it (its chapters and captions). */
export function storyboardFor(id: string): Storyboard | undefined {
  byId ??= new Map(
    Object.entries(files).map(([file, data]) => {
      const board = parseStoryboard(file, data);
      return [board.id, board];
    }),
  );
  return byId.get(id);
}

/** What the player shows of a storyboard: its length and its chapters with their times. */
export function videoOutline(board: Storyboard) {
  return {
    duration: storyboardDuration(board),
    chapters: storyboardChapters(board).map((chapter) => ({
      ...chapter,
      time: formatDuration(chapter.start) ?? '0:00',
    })),
  };
}

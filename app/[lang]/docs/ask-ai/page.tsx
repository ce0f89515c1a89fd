import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { integrations } from '@/config/integrations';
import { getMessages, isLocale, localizePath, locales } from '@/lib/i18n';
import { pageMetadataFor } from '@/lib/metadata';
import { Article } from '@/components/content/article';
import { AskAi } from '@/components/assistant/ask-ai.client';
import { maxQuestionLength } from '@/server/assistant/limits';

type Params = Promise<{ lang: string }>;

const path = '/docs/ask-ai';

export function generateStaticParams() {
  return locales.map((lang) => ({ lang }));
}

async function localeOf(params: Params) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return lang;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const lang = await localeOf(params);
  const t = getMessages(lang);
  return pageMetadataFor(
    { url: localizePath(path, lang), data: { title: t.askAiTitle, description: t.askAiDescription } },
    lang,
    { languages: Object.fromEntries(locales.map((locale) => [locale, localizePath(path, locale)])) },
  );
}

/** The assistant's page; `?q=` (a share link) asks on load. */
export default async function AskAiPage({ params }: { params: Params }) {
  const lang = await localeOf(params);
  const t = getMessages(lang);
  return (
    <Article locale={lang} title={t.askAiTitle} description={t.askAiDescription}>
      <AskAi
        locale={lang}
        supportHref={localizePath('/support', lang)}
        chatScriptUrl={integrations.chat?.scriptUrl ?? null}
        maxLength={maxQuestionLength}
        labels={{
          intro: t.askAiIntro,
          examples: t.askAiExamples,
          exampleQuestions: [t.askAiExample1, t.askAiExample2, t.askAiExample3],
          label: t.askAiLabel,
          submit: t.askAiSubmit,
          thinking: t.askAiThinking,
          failed: t.askAiFailed,
          sources: t.askAiSources,
          disclaimer: t.askAiDisclaimer,
          disclaimerTooltip: t.askAiDisclaimerTooltip,
          excerpts: t.askAiExcerpts,
          excerptsNote: t.askAiExcerptsNote,
          copyLink: t.askAiCopyLink,
          linkCopied: t.askAiLinkCopied,
          contactSupport: t.contactSupport,
          writing: t.askAiWriting,
          source: t.askAiSource,
          helpful: t.askAiHelpful,
          voteUp: t.askAiVoteUp,
          voteDown: t.askAiVoteDown,
          voteThanks: t.askAiVoteThanks,
          voteFailed: t.askAiVoteFailed,
          followUpPlaceholder: t.askAiFollowUpPlaceholder,
          newConversation: t.askAiNewConversation,
          copyCode: t.copyCode,
          codeCopied: t.codeCopied,
          wrapLines: t.wrapLines,
        }}
      />
    </Article>
  );
}

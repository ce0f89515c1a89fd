import type { Locale } from '@/config/schema';

/** The product pictures of the home page: the trace view above the fold and one per feature. */
export const homeVisuals = [
  'traceView',
  'pipeline',
  'prompts',
  'scores',
  'runs',
  'costs',
  'playground',
] as const;
export type HomeVisual = (typeof homeVisuals)[number];

/**
 * The words of the home page around its content (content/pages/index*.mdx holds the headline and the
 * sections): the text alternative of each product picture, the logo strip, the quotes, the GitHub
 * line and the closing band. The pictures themselves show the product's interface, which is in
 * English, so only their text alternatives are translated. `{count}` is the compact star count.
 */
export interface HomeText {
  /** Text alternative of each picture: what a sighted visitor learns from it. */
  visuals: Record<HomeVisual, string>;
  /** Above the customer logos. */
  logosTitle: string;
  /** Name of the quotes section (visually hidden heading). */
  quotesTitle: string;
  /** Link under a quote to its story. */
  readStory: string;
  /** The GitHub line: `{count} stars on GitHub`. */
  stars: string;
  /** Under the star count. */
  starsNote: string;
  /** Second button of the closing band. */
  selfHost: string;
  /** Link to the interactive demo project (/demo), under the hero's buttons. */
  exploreDemo: string;
  /** Link to the video walkthrough (/watch-demo), beside it. */
  watchDemo: string;
}

const enUS: HomeText = {
  visuals: {
    traceView:
      'A trace in Spanlight: the answer-question trace took 1.84 seconds, used 2,310 tokens and cost USD 0.0082. Its tree shows a retrieve-context span with an embedding generation and a vector search, a draft-answer generation on gpt-4o that took most of the time, and a check-citations span, each with a latency bar. The trace carries a helpfulness score of 0.92.',
    pipeline:
      'Your application, decorated with observe, sends OpenTelemetry spans through the Spanlight SDK; Spanlight groups them into traces, sessions and users.',
    prompts:
      'The support-answer prompt with four versions: version 15 has the staging label, version 14 the production label, and the template uses the variables question and context.',
    scores:
      'A chart of the weekly average helpfulness score over eight weeks, rising from 0.71 to 0.88 after prompt version 14 was released.',
    runs: 'Three experiment runs on the hard-questions dataset of 120 items compared side by side: prompt version 15 on gpt-4o scores best on correctness, 0.86 against 0.78 for version 14; a run on gpt-4o-mini scores 0.81 at a fifth of the cost.',
    costs:
      'A cost dashboard: USD 1,284 this month, 12% less than last month, p95 latency 2.1 seconds and 48.2 million tokens, with daily cost bars split by feature.',
    playground:
      'The playground: a generation opened with its prompt and model settings, the original answer next to a new answer from a changed prompt, and a button to save the change as prompt version 16 with the staging label.',
  },
  logosTitle: 'Teams shipping LLM features with Spanlight',
  quotesTitle: 'What our customers say',
  readStory: 'Read the story',
  stars: '{count} stars on GitHub',
  starsNote: 'MIT licensed. Built in the open.',
  selfHost: 'Self-hosting guide',
  exploreDemo: 'Explore the demo project',
  watchDemo: 'Watch the demo',
};

const ja: HomeText = {
  visuals: {
    traceView:
      'Spanlight のトレース：answer-question トレースは 1.84 秒かかり、2,310 トークンを使い、コストは 0.0082 米ドルでした。ツリーには、埋め込みのジェネレーションとベクトル検索を含む retrieve-context スパン、時間の大半を占めた gpt-4o の draft-answer ジェネレーション、check-citations スパンが並び、それぞれにレイテンシのバーがあります。トレースには helpfulness スコア 0.92 が付いています。',
    pipeline:
      'observe で計装したアプリケーションが Spanlight SDK を通じて OpenTelemetry のスパンを送り、Spanlight がそれをトレース、セッション、ユーザーにまとめます。',
    prompts:
      '4 つのバージョンを持つ support-answer プロンプト：バージョン 15 に staging ラベル、バージョン 14 に production ラベルが付き、テンプレートは変数 question と context を使います。',
    scores:
      '8 週間の helpfulness スコアの週平均のグラフ。プロンプトのバージョン 14 のリリース後、0.71 から 0.88 に上がっています。',
    runs: '120 項目の hard-questions データセットに対する 3 つの実験実行の比較：gpt-4o でのプロンプトバージョン 15 が正確性で最も高く 0.86（バージョン 14 は 0.78）、gpt-4o-mini での実行は 5 分の 1 のコストで 0.81 です。',
    costs:
      'コストダッシュボード：今月 1,284 米ドル（先月比 12% 減）、p95 レイテンシ 2.1 秒、4,820 万トークン。機能別に分けた日ごとのコストの棒グラフ付き。',
    playground:
      'プレイグラウンド：プロンプトとモデル設定を開いたジェネレーション、元の回答と変更後のプロンプトによる新しい回答の比較、そしてその変更をプロンプトバージョン 16 として staging ラベル付きで保存するボタン。',
  },
  logosTitle: 'Spanlight で LLM 機能を届けているチーム',
  quotesTitle: 'お客様の声',
  readStory: '事例を読む',
  stars: 'GitHub で {count} スター',
  starsNote: 'MIT ライセンス。オープンに開発しています。',
  selfHost: 'セルフホスティングガイド',
  exploreDemo: 'デモプロジェクトを見る',
  watchDemo: 'デモ動画を見る',
};

const ko: HomeText = {
  visuals: {
    traceView:
      'Spanlight의 트레이스: answer-question 트레이스는 1.84초가 걸렸고 2,310토큰을 사용했으며 비용은 0.0082달러였습니다. 트리에는 임베딩 생성과 벡터 검색을 포함한 retrieve-context 스팬, 시간 대부분을 차지한 gpt-4o의 draft-answer 생성, check-citations 스팬이 있고 각각 지연 시간 막대가 있습니다. 트레이스에는 helpfulness 점수 0.92가 붙어 있습니다.',
    pipeline:
      'observe로 계측한 애플리케이션이 Spanlight SDK를 통해 OpenTelemetry 스팬을 보내고, Spanlight는 이를 트레이스, 세션, 사용자로 묶습니다.',
    prompts:
      '네 개의 버전이 있는 support-answer 프롬프트: 버전 15에는 staging 레이블, 버전 14에는 production 레이블이 있고, 템플릿은 question과 context 변수를 사용합니다.',
    scores:
      '8주 동안의 주간 평균 helpfulness 점수 차트로, 프롬프트 버전 14 출시 후 0.71에서 0.88로 올랐습니다.',
    runs: '120개 항목의 hard-questions 데이터셋에서 세 번의 실험 실행을 나란히 비교: gpt-4o의 프롬프트 버전 15가 정확도 0.86으로 가장 높고(버전 14는 0.78), gpt-4o-mini 실행은 5분의 1 비용으로 0.81입니다.',
    costs:
      '비용 대시보드: 이번 달 1,284달러(지난달보다 12% 감소), p95 지연 시간 2.1초, 4,820만 토큰, 기능별로 나눈 일별 비용 막대 차트.',
    playground:
      '플레이그라운드: 프롬프트와 모델 설정과 함께 연 생성, 원래 답변과 바뀐 프롬프트의 새 답변 비교, 그리고 변경을 staging 레이블이 붙은 프롬프트 버전 16으로 저장하는 버튼.',
  },
  logosTitle: 'Spanlight로 LLM 기능을 출시하는 팀',
  quotesTitle: '고객의 이야기',
  readStory: '사례 읽기',
  stars: 'GitHub 스타 {count}개',
  starsNote: 'MIT 라이선스. 공개적으로 개발합니다.',
  selfHost: '셀프 호스팅 가이드',
  exploreDemo: '데모 프로젝트 살펴보기',
  watchDemo: '데모 영상 보기',
};

const zh: HomeText = {
  visuals: {
    traceView:
      'Spanlight 中的一条 Trace：answer-question 耗时 1.84 秒，使用 2,310 个 token，成本 0.0082 美元。树中有包含嵌入 Generation 和向量检索的 retrieve-context Span、占用大部分时间的 gpt-4o draft-answer Generation，以及 check-citations Span，每一项都带有延迟条。该 Trace 带有 0.92 的 helpfulness 评分。',
    pipeline:
      '用 observe 装饰的应用通过 Spanlight SDK 发送 OpenTelemetry Span，Spanlight 将它们归组为 Trace、会话和用户。',
    prompts:
      '有四个版本的 support-answer 提示词：版本 15 带有 staging 标签，版本 14 带有 production 标签，模板使用 question 和 context 两个变量。',
    scores: '八周内每周平均 helpfulness 评分的图表：提示词版本 14 发布后，从 0.71 上升到 0.88。',
    runs: '在包含 120 个条目的 hard-questions 数据集上并排比较三次实验运行：gpt-4o 上的提示词版本 15 正确率最高，为 0.86（版本 14 为 0.78）；gpt-4o-mini 上的运行以五分之一的成本得到 0.81。',
    costs:
      '成本看板：本月 1,284 美元，比上月少 12%，p95 延迟 2.1 秒，4,820 万个 token，并按功能拆分每日成本柱状图。',
    playground:
      'Playground：打开的一次 Generation 及其提示词和模型设置，原回答与修改提示词后的新回答并排对比，以及把改动保存为带 staging 标签的提示词版本 16 的按钮。',
  },
  logosTitle: '用 Spanlight 交付 LLM 功能的团队',
  quotesTitle: '客户怎么说',
  readStory: '阅读案例',
  stars: 'GitHub 上 {count} 颗星',
  starsNote: 'MIT 许可证，公开开发。',
  selfHost: '自托管指南',
  exploreDemo: '探索演示项目',
  watchDemo: '观看演示视频',
};

const texts: Record<Locale, HomeText> = { 'en-US': enUS, ja, ko, zh };

export function homeTextFor(locale: Locale): HomeText {
  return texts[locale];
}

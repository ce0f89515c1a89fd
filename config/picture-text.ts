import type { Locale } from '@/config/schema';

/**
 * The app's interface words in the home page's product pictures (components/home), in every locale:
 * a Japanese reader sees the screens with Japanese labels. What a user typed (trace and prompt names,
 * prompt text, sample questions and answers, model names) stays as written: it is data, not
 * interface. The type makes every locale name every word.
 */
export interface PictureText {
  pipelineTitle: string;
  yourApp: string;
  sdkBody: string;
  traces: string;
  sessions: string;
  users: string;
  prompts: string;
  draft: string;
  hoursAgo: string;
  daysAgo: string;
  weeksAgo: string;
  scores: string;
  weeklyAverage: string;
  /** `{weeks}`: the number of weeks. */
  upInWeeks: string;
  released: string;
  /** `{n}`: a week's number on the chart's axis. */
  week: string;
  datasets: string;
  /** `{count}`: the dataset's items. */
  items: string;
  runs: string;
  run: string;
  correctness: string;
  cost: string;
  dashboards: string;
  costAndLatency: string;
  costThisMonth: string;
  p95Latency: string;
  tokens: string;
  playground: string;
  fromTrace: string;
  temperature: string;
  maxTokens: string;
  answerSeen: string;
  newAnswer: string;
  saveAs: string;
  tracing: string;
  observation: string;
  latency: string;
  input: string;
  output: string;
  /** After a token count, short. */
  tok: string;
  /** `{count}`: a trace's tokens. */
  tokenCount: string;
}

const enUS: PictureText = {
  pipelineTitle: 'How a trace arrives',
  yourApp: 'Your app',
  sdkBody: 'OpenTelemetry spans, batched and sent in the background',
  traces: 'traces',
  sessions: 'sessions',
  users: 'users',
  prompts: 'Prompts',
  draft: 'draft',
  hoursAgo: '2h ago',
  daysAgo: '3d ago',
  weeksAgo: '2w ago',
  scores: 'Scores',
  weeklyAverage: 'weekly average',
  upInWeeks: '▲ 0.17 in {weeks} weeks',
  released: 'released',
  week: 'W{n}',
  datasets: 'Datasets',
  items: '{count} items',
  runs: 'Runs',
  run: 'Run',
  correctness: 'Correctness',
  cost: 'Cost',
  dashboards: 'Dashboards',
  costAndLatency: 'Cost and latency',
  costThisMonth: 'Cost this month',
  p95Latency: 'p95 latency',
  tokens: 'Tokens',
  playground: 'Playground',
  fromTrace: 'from trace',
  temperature: 'temperature',
  maxTokens: 'max tokens',
  answerSeen: 'Answer your user saw',
  newAnswer: 'New answer · edited prompt',
  saveAs: 'Save as',
  tracing: 'Tracing',
  observation: 'Observation',
  latency: 'Latency',
  input: 'Input',
  output: 'Output',
  tok: 'tok',
  tokenCount: '{count} tokens',
};

const ja: PictureText = {
  pipelineTitle: 'トレースが届くまで',
  yourApp: 'あなたのアプリ',
  sdkBody: 'OpenTelemetry のスパンをまとめてバックグラウンドで送信',
  traces: 'トレース',
  sessions: 'セッション',
  users: 'ユーザー',
  prompts: 'プロンプト',
  draft: '下書き',
  hoursAgo: '2 時間前',
  daysAgo: '3 日前',
  weeksAgo: '2 週間前',
  scores: 'スコア',
  weeklyAverage: '週平均',
  upInWeeks: '{weeks} 週間で ▲ 0.17',
  released: 'リリース',
  week: '{n}週',
  datasets: 'データセット',
  items: '{count} 件',
  runs: '実行',
  run: '実行',
  correctness: '正確さ',
  cost: 'コスト',
  dashboards: 'ダッシュボード',
  costAndLatency: 'コストとレイテンシ',
  costThisMonth: '今月のコスト',
  p95Latency: 'p95 レイテンシ',
  tokens: 'トークン',
  playground: 'プレイグラウンド',
  fromTrace: 'トレースから',
  temperature: 'temperature',
  maxTokens: '最大トークン',
  answerSeen: 'ユーザーが見た回答',
  newAnswer: '新しい回答 · 編集したプロンプト',
  saveAs: '保存:',
  tracing: 'トレーシング',
  observation: 'オブザベーション',
  latency: 'レイテンシ',
  input: '入力',
  output: '出力',
  tok: 'tok',
  tokenCount: '{count} トークン',
};

const ko: PictureText = {
  pipelineTitle: '트레이스가 도착하는 과정',
  yourApp: '내 앱',
  sdkBody: 'OpenTelemetry 스팬을 모아 백그라운드에서 전송',
  traces: '트레이스',
  sessions: '세션',
  users: '사용자',
  prompts: '프롬프트',
  draft: '초안',
  hoursAgo: '2시간 전',
  daysAgo: '3일 전',
  weeksAgo: '2주 전',
  scores: '점수',
  weeklyAverage: '주간 평균',
  upInWeeks: '{weeks}주 동안 ▲ 0.17',
  released: '출시',
  week: '{n}주',
  datasets: '데이터셋',
  items: '항목 {count}개',
  runs: '실행',
  run: '실행',
  correctness: '정확도',
  cost: '비용',
  dashboards: '대시보드',
  costAndLatency: '비용과 지연 시간',
  costThisMonth: '이번 달 비용',
  p95Latency: 'p95 지연 시간',
  tokens: '토큰',
  playground: '플레이그라운드',
  fromTrace: '트레이스에서',
  temperature: 'temperature',
  maxTokens: '최대 토큰',
  answerSeen: '사용자가 본 답변',
  newAnswer: '새 답변 · 수정한 프롬프트',
  saveAs: '저장:',
  tracing: '트레이싱',
  observation: '관측 항목',
  latency: '지연 시간',
  input: '입력',
  output: '출력',
  tok: 'tok',
  tokenCount: '토큰 {count}개',
};

const zh: PictureText = {
  pipelineTitle: '追踪如何到达',
  yourApp: '你的应用',
  sdkBody: 'OpenTelemetry span，批量在后台发送',
  traces: '追踪',
  sessions: '会话',
  users: '用户',
  prompts: '提示词',
  draft: '草稿',
  hoursAgo: '2 小时前',
  daysAgo: '3 天前',
  weeksAgo: '2 周前',
  scores: '评分',
  weeklyAverage: '每周平均',
  upInWeeks: '{weeks} 周内 ▲ 0.17',
  released: '发布',
  week: '第{n}周',
  datasets: '数据集',
  items: '{count} 条',
  runs: '运行',
  run: '运行',
  correctness: '正确性',
  cost: '成本',
  dashboards: '仪表板',
  costAndLatency: '成本与延迟',
  costThisMonth: '本月成本',
  p95Latency: 'p95 延迟',
  tokens: 'Token',
  playground: 'Playground',
  fromTrace: '来自追踪',
  temperature: 'temperature',
  maxTokens: '最大 token',
  answerSeen: '用户看到的回答',
  newAnswer: '新回答 · 已编辑的提示词',
  saveAs: '另存为',
  tracing: '追踪',
  observation: '观测',
  latency: '延迟',
  input: '输入',
  output: '输出',
  tok: 'tok',
  tokenCount: '{count} 个 token',
};

const texts: Record<Locale, PictureText> = { 'en-US': enUS, ja, ko, zh };

export function pictureTextFor(locale: Locale): PictureText {
  return texts[locale];
}

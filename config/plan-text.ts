import type { Locale } from '@/config/schema';
import type { Availability, FeatureGroupId, FeatureId, Plan } from '@/config/plans';

/**
 * The words of the plan availability table (config/plans.ts) in every locale. The type makes every
 * locale name every plan, level, group and feature, so a new feature cannot ship untranslated.
 * Plan names and "Enterprise Edition" are product names and stay as they are where the locale's
 * pricing page keeps them.
 */
export interface PlanText {
  /** The table's caption and the name of its scrollable region. */
  caption: string;
  /** The plan switcher's name (phones show the feature column and one plan at a time). */
  showPlan: string;
  /** Header of the first column. */
  feature: string;
  /** Name of the list that explains each level. */
  legend: string;
  plans: Record<Plan, string>;
  levels: Record<Availability, { label: string; legend: string }>;
  groups: Record<FeatureGroupId, string>;
  features: Record<FeatureId, string>;
}

const enUS: PlanText = {
  caption: 'Feature availability by plan',
  showPlan: 'Plan shown',
  feature: 'Feature',
  legend: 'Legend',
  plans: { hobby: 'Hobby', core: 'Core', pro: 'Pro', enterprise: 'Enterprise', selfHosted: 'Self-hosted' },
  levels: {
    full: { label: 'Included', legend: 'Included in the plan at no extra cost.' },
    'public-beta': {
      label: 'Public beta',
      legend: 'Open to everyone on the plan; details may still change.',
    },
    'private-beta': {
      label: 'Private beta',
      legend: 'Early access on request: ask us to enable it for your organisation.',
    },
    'team-add-on': {
      label: 'Teams add-on',
      legend: 'Available with the Teams add-on, billed per month on top of the plan.',
    },
    ee: {
      label: 'Enterprise Edition',
      legend: 'Self-hosted: part of the commercially licensed Enterprise Edition, enabled by a licence key.',
    },
    'not-available': { label: 'Not available', legend: 'Not part of this plan.' },
  },
  groups: {
    observability: 'Observability',
    prompts: 'Prompt management',
    evaluation: 'Evaluation and datasets',
    metrics: 'Metrics',
    security: 'Security and administration',
  },
  features: {
    tracing: 'Tracing, sessions and users',
    sampling: 'Sampling and masking',
    opentelemetry: 'OpenTelemetry endpoint',
    promptVersions: 'Prompt versions and labels',
    playground: 'Playground',
    promptApprovals: 'Prompt change approvals',
    scores: 'Scores through the SDKs and API',
    llmJudge: 'LLM-as-a-judge evaluators',
    annotationQueues: 'Annotation queues',
    datasets: 'Datasets and experiments',
    dashboards: 'Cost, latency and usage dashboards',
    customDashboards: 'Custom dashboards',
    rbac: 'Role-based access control',
    saml: 'SAML single sign-on',
    scim: 'SCIM provisioning',
    auditLogs: 'Audit logs',
    hipaa: 'HIPAA region',
  },
};

const ja: PlanText = {
  caption: 'プラン別の機能の提供状況',
  showPlan: '表示するプラン',
  feature: '機能',
  legend: '凡例',
  plans: { hobby: 'Hobby', core: 'Core', pro: 'Pro', enterprise: 'Enterprise', selfHosted: 'セルフホスト' },
  levels: {
    full: { label: '含まれる', legend: '追加料金なしでプランに含まれます。' },
    'public-beta': {
      label: 'パブリックベータ',
      legend: 'プランの利用者なら誰でも使えます。仕様は今後変わる可能性があります。',
    },
    'private-beta': {
      label: 'プライベートベータ',
      legend: '申請制の先行提供です。組織で有効にするよう、お問い合わせください。',
    },
    'team-add-on': {
      label: 'Teams アドオン',
      legend: 'Teams アドオンで利用できます。プラン料金とは別に月額で請求されます。',
    },
    ee: {
      label: 'Enterprise Edition',
      legend:
        'セルフホストの場合: 商用ライセンスの Enterprise Edition に含まれ、ライセンスキーで有効になります。',
    },
    'not-available': { label: '利用不可', legend: 'このプランには含まれません。' },
  },
  groups: {
    observability: 'オブザーバビリティ',
    prompts: 'プロンプト管理',
    evaluation: '評価とデータセット',
    metrics: 'メトリクス',
    security: 'セキュリティと管理',
  },
  features: {
    tracing: 'トレーシング、セッション、ユーザー',
    sampling: 'サンプリングとマスキング',
    opentelemetry: 'OpenTelemetry エンドポイント',
    promptVersions: 'プロンプトのバージョンとラベル',
    playground: 'プレイグラウンド',
    promptApprovals: 'プロンプト変更の承認',
    scores: 'SDK と API によるスコア',
    llmJudge: 'LLM-as-a-judge 評価',
    annotationQueues: 'アノテーションキュー',
    datasets: 'データセットと実験',
    dashboards: 'コスト、レイテンシ、利用量のダッシュボード',
    customDashboards: 'カスタムダッシュボード',
    rbac: 'ロールベースのアクセス制御',
    saml: 'SAML シングルサインオン',
    scim: 'SCIM プロビジョニング',
    auditLogs: '監査ログ',
    hipaa: 'HIPAA リージョン',
  },
};

const ko: PlanText = {
  caption: '요금제별 기능 제공 현황',
  showPlan: '표시할 요금제',
  feature: '기능',
  legend: '범례',
  plans: { hobby: 'Hobby', core: 'Core', pro: 'Pro', enterprise: 'Enterprise', selfHosted: '셀프 호스팅' },
  levels: {
    full: { label: '포함', legend: '추가 비용 없이 요금제에 포함됩니다.' },
    'public-beta': {
      label: '퍼블릭 베타',
      legend: '요금제의 모든 사용자가 이용할 수 있으며, 세부 사항은 바뀔 수 있습니다.',
    },
    'private-beta': {
      label: '프라이빗 베타',
      legend: '요청 시 먼저 제공합니다. 조직에서 사용하려면 활성화를 요청하세요.',
    },
    'team-add-on': {
      label: 'Teams 애드온',
      legend: 'Teams 애드온으로 이용할 수 있으며, 요금제와 별도로 매월 청구됩니다.',
    },
    ee: {
      label: 'Enterprise Edition',
      legend: '셀프 호스팅: 상용 라이선스인 Enterprise Edition에 포함되며, 라이선스 키로 활성화됩니다.',
    },
    'not-available': { label: '미제공', legend: '이 요금제에 포함되지 않습니다.' },
  },
  groups: {
    observability: '관측성',
    prompts: '프롬프트 관리',
    evaluation: '평가와 데이터셋',
    metrics: '메트릭',
    security: '보안 및 관리',
  },
  features: {
    tracing: '트레이싱, 세션, 사용자',
    sampling: '샘플링과 마스킹',
    opentelemetry: 'OpenTelemetry 엔드포인트',
    promptVersions: '프롬프트 버전과 레이블',
    playground: '플레이그라운드',
    promptApprovals: '프롬프트 변경 승인',
    scores: 'SDK와 API를 통한 점수',
    llmJudge: 'LLM-as-a-judge 평가기',
    annotationQueues: '어노테이션 큐',
    datasets: '데이터셋과 실험',
    dashboards: '비용, 지연 시간, 사용량 대시보드',
    customDashboards: '맞춤 대시보드',
    rbac: '역할 기반 접근 제어',
    saml: 'SAML 싱글 사인온',
    scim: 'SCIM 프로비저닝',
    auditLogs: '감사 로그',
    hipaa: 'HIPAA 리전',
  },
};

const zh: PlanText = {
  caption: '各方案的功能提供情况',
  showPlan: '显示的方案',
  feature: '功能',
  legend: '图例',
  plans: { hobby: 'Hobby', core: 'Core', pro: 'Pro', enterprise: 'Enterprise', selfHosted: '自托管' },
  levels: {
    full: { label: '已包含', legend: '包含在方案中，无需额外付费。' },
    'public-beta': { label: '公开 Beta', legend: '方案的所有用户均可使用；细节仍可能调整。' },
    'private-beta': { label: '非公开 Beta', legend: '按申请提前开放：请联系我们为你的组织启用。' },
    'team-add-on': { label: 'Teams 附加组件', legend: '通过 Teams 附加组件提供，在方案费用之外按月计费。' },
    ee: {
      label: '企业版',
      legend: '自托管：属于商业许可的企业版（Enterprise Edition），通过许可证密钥启用。',
    },
    'not-available': { label: '不提供', legend: '不包含在此方案中。' },
  },
  groups: {
    observability: '可观测性',
    prompts: '提示词管理',
    evaluation: '评估与数据集',
    metrics: '指标',
    security: '安全与管理',
  },
  features: {
    tracing: '追踪、会话和用户',
    sampling: '采样和脱敏',
    opentelemetry: 'OpenTelemetry 端点',
    promptVersions: '提示词版本和标签',
    playground: 'Playground',
    promptApprovals: '提示词变更审批',
    scores: '通过 SDK 和 API 提交评分',
    llmJudge: 'LLM-as-a-judge 评估器',
    annotationQueues: '标注队列',
    datasets: '数据集和实验',
    dashboards: '成本、延迟和用量仪表板',
    customDashboards: '自定义仪表板',
    rbac: '基于角色的访问控制',
    saml: 'SAML 单点登录',
    scim: 'SCIM 预配',
    auditLogs: '审计日志',
    hipaa: 'HIPAA 区域',
  },
};

const texts: Record<Locale, PlanText> = { 'en-US': enUS, ja, ko, zh };

export function planTextFor(locale: Locale): PlanText {
  return texts[locale];
}

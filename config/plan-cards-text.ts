import type { Locale } from '@/config/schema';
import type { Plan } from '@/config/plans';

/**
 * The words of the pricing page's plan cards and events calculator (prices and event counts come from
 * config/plans.ts) in every locale. `{amount}` and `{events}` are filled in with numbers formatted for
 * the locale; in a card's points, `{retention}`, `{teamMembers}` and `{projects}` with the plan's figures
 * (lib/facts).
 */
export interface PlanCardsText {
  /** Name of the list of plan cards. */
  plansLabel: string;
  /** A price: `USD {amount}`. */
  price: string;
  /** After a monthly price. */
  perMonth: string;
  free: string;
  custom: string;
  /** Under the price of a metered plan: `{events} events a month included`. */
  included: string;
  cards: Record<Plan, { tagline: string; points: readonly [string, string, string]; cta: string }>;
  calculator: {
    title: string;
    /** Label of the events input. */
    events: string;
    /** Under the input. */
    hint: string;
    /** Shown for Hobby above its included events. */
    overLimit: string;
    /** Marks the cheapest plan for the usage. */
    cheapest: string;
    /** Under the results. */
    note: string;
  };
}

const enUS: PlanCardsText = {
  plansLabel: 'Plans',
  price: 'USD {amount}',
  perMonth: 'per month',
  free: 'Free',
  custom: 'Custom',
  included: '{events} events a month included',
  cards: {
    hobby: {
      tagline: 'For side projects and trying things out.',
      points: ['{retention} of data', '{teamMembers} team members, {projects} project', 'Community support'],
      cta: 'Sign up',
    },
    core: {
      tagline: 'For a team with its first LLM feature in production.',
      points: ['{retention} of data', 'Unlimited members and projects', 'E-mail support'],
      cta: 'Start free',
    },
    pro: {
      tagline: 'For products that run on LLMs, with compliance needs.',
      points: ['{retention} of data', 'SAML SSO and audit logs', 'SOC 2 and ISO 27001 reports'],
      cta: 'Start free',
    },
    enterprise: {
      tagline: 'For organisations with custom contracts and regions.',
      points: ['Custom volume and retention', 'HIPAA region and BAA', 'Dedicated channel with SLA'],
      cta: 'Talk to sales',
    },
    selfHosted: {
      tagline: 'The whole platform on your own infrastructure.',
      points: ['MIT licensed, no event limits', 'Your data stays with you', 'Enterprise Edition add-ons'],
      cta: 'Self-host guide',
    },
  },
  calculator: {
    title: 'What would a month cost?',
    events: 'Events per month',
    hint: 'Each trace, span, generation and score is one event.',
    overLimit: 'Above the Hobby limit',
    cheapest: 'Lowest price',
    note: 'Additional events are billed per started 100,000. Prices exclude VAT and sales tax.',
  },
};

const ja: PlanCardsText = {
  plansLabel: 'プラン',
  price: '{amount} 米ドル',
  perMonth: '/ 月',
  free: '無料',
  custom: '個別見積もり',
  included: '月間 {events} イベントを含む',
  cards: {
    hobby: {
      tagline: '個人的なプロジェクトやお試しに。',
      points: [
        'データ保持期間 {retention}',
        'メンバー {teamMembers} 人、プロジェクト {projects} つ',
        'コミュニティサポート',
      ],
      cta: '新規登録',
    },
    core: {
      tagline: '最初の LLM 機能を本番運用するチームに。',
      points: ['データ保持期間 {retention}', 'メンバー・プロジェクト無制限', 'メールサポート'],
      cta: '無料で始める',
    },
    pro: {
      tagline: 'コンプライアンス要件のある LLM 活用プロダクトに。',
      points: ['データ保持期間 {retention}', 'SAML SSO と監査ログ', 'SOC 2、ISO 27001 レポート'],
      cta: '無料で始める',
    },
    enterprise: {
      tagline: '個別契約やリージョン指定が必要な組織に。',
      points: ['利用量と保持期間を個別設定', 'HIPAA リージョンと BAA', 'SLA 付きの専用チャネル'],
      cta: '営業担当に相談',
    },
    selfHosted: {
      tagline: 'プラットフォーム全体を自社のインフラで。',
      points: ['MIT ライセンス、イベント数無制限', 'データは自社内に保持', 'Enterprise Edition のアドオン'],
      cta: 'セルフホスティングガイド',
    },
  },
  calculator: {
    title: '1 か月の料金は？',
    events: '月間イベント数',
    hint: 'トレース、スパン、ジェネレーション、スコアはそれぞれ 1 イベントです。',
    overLimit: 'Hobby の上限を超えています',
    cheapest: '最安',
    note: '追加イベントは 100,000 件ごとに課金されます（端数は切り上げ）。料金には VAT および売上税は含まれません。',
  },
};

const ko: PlanCardsText = {
  plansLabel: '요금제',
  price: 'USD {amount}',
  perMonth: '/ 월',
  free: '무료',
  custom: '별도 협의',
  included: '월 이벤트 {events}건 포함',
  cards: {
    hobby: {
      tagline: '사이드 프로젝트와 체험에 적합합니다.',
      points: ['데이터 보존 {retention}', '팀 멤버 {teamMembers}명, 프로젝트 {projects}개', '커뮤니티 지원'],
      cta: '가입하기',
    },
    core: {
      tagline: '첫 LLM 기능을 프로덕션에서 운영하는 팀에 적합합니다.',
      points: ['데이터 보존 {retention}', '멤버 및 프로젝트 무제한', '이메일 지원'],
      cta: '무료로 시작하기',
    },
    pro: {
      tagline: '컴플라이언스 요건이 있는 LLM 기반 제품에 적합합니다.',
      points: ['데이터 보존 {retention}', 'SAML SSO 및 감사 로그', 'SOC 2 및 ISO 27001 보고서'],
      cta: '무료로 시작하기',
    },
    enterprise: {
      tagline: '맞춤형 계약과 리전이 필요한 조직에 적합합니다.',
      points: ['사용량 및 보존 기간 맞춤 설정', 'HIPAA 리전 및 BAA', 'SLA가 포함된 전용 채널'],
      cta: '영업팀에 문의',
    },
    selfHosted: {
      tagline: '플랫폼 전체를 자체 인프라에서 운영합니다.',
      points: ['MIT 라이선스, 이벤트 제한 없음', '데이터를 직접 보관', 'Enterprise Edition 애드온'],
      cta: '셀프 호스팅 가이드',
    },
  },
  calculator: {
    title: '한 달 비용은 얼마일까요?',
    events: '월 이벤트 수',
    hint: '트레이스, 스팬, 생성(generation), 점수가 각각 이벤트 하나입니다.',
    overLimit: 'Hobby 한도 초과',
    cheapest: '최저가',
    note: '추가 이벤트는 100,000건 단위로 청구되며, 100,000건 미만도 한 단위로 계산됩니다. 가격에는 부가가치세(VAT)와 판매세가 포함되어 있지 않습니다.',
  },
};

const zh: PlanCardsText = {
  plansLabel: '方案',
  price: '{amount} 美元',
  perMonth: '/ 月',
  free: '免费',
  custom: '定制',
  included: '每月包含 {events} 个事件',
  cards: {
    hobby: {
      tagline: '适合业余项目和试用。',
      points: ['数据保留 {retention}', '{teamMembers} 名团队成员，{projects} 个项目', '社区支持'],
      cta: '注册',
    },
    core: {
      tagline: '适合首个 LLM 功能已投入生产的团队。',
      points: ['数据保留 {retention}', '成员和项目不限', '电子邮件支持'],
      cta: '免费开始',
    },
    pro: {
      tagline: '适合基于 LLM 且有合规需求的产品。',
      points: ['数据保留 {retention}', 'SAML SSO 和审计日志', 'SOC 2 和 ISO 27001 报告'],
      cta: '免费开始',
    },
    enterprise: {
      tagline: '适合需要定制合同和区域的组织。',
      points: ['定制用量和保留期', 'HIPAA 区域和 BAA', '带 SLA 的专属渠道'],
      cta: '联系销售',
    },
    selfHosted: {
      tagline: '在你自己的基础设施上运行完整平台。',
      points: ['MIT 许可证，不限事件数', '数据始终由你掌控', 'Enterprise Edition 附加组件'],
      cta: '自托管指南',
    },
  },
  calculator: {
    title: '每月费用是多少？',
    events: '每月事件数',
    hint: '每个 Trace、Span、Generation 和评分各计为一个事件。',
    overLimit: '超出 Hobby 限额',
    cheapest: '最低价',
    note: '额外事件按每 100,000 个计费，不足 100,000 个按 100,000 个计。价格不含增值税和销售税。',
  },
};

const texts: Record<Locale, PlanCardsText> = { 'en-US': enUS, ja, ko, zh };

/** The plan card words for `locale`. */
export function planCardsTextFor(locale: Locale): PlanCardsText {
  return texts[locale];
}

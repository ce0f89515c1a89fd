import { llmsTxt } from '@/server/llms';
import { localeTextRoute } from '@/server/llms-route';

export const dynamic = 'force-static';
export const dynamicParams = false;

const route = localeTextRoute(llmsTxt);

export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;

import { docsSectionRoute } from '@/components/docs/docs-route';

const route = docsSectionRoute('security');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { docsSectionRoute } from '@/app/_routes/docs-route';

const route = docsSectionRoute('docs');

export const generateStaticParams = route.generateStaticParams;
// Unknown paths get the global not-found page (built once), never a render of their own.
export const dynamicParams = false;
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { datedCollectionRoute } from '@/app/_routes/collection-route';

const route = datedCollectionRoute('changelog').entry;

export const generateStaticParams = route.generateStaticParams;
// Unknown paths get the global not-found page (built once), never a render of their own.
export const dynamicParams = false;
export const generateMetadata = route.generateMetadata;
export default route.Page;

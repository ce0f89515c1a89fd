import { datedCollectionRoute } from '@/components/content/collection-route';

const route = datedCollectionRoute('changelog').entry;

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

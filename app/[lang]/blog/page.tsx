import { datedCollectionRoute } from '@/components/content/collection-route';

const route = datedCollectionRoute('blog').index;

export const generateMetadata = route.generateMetadata;
export default route.Page;

import { datedCollectionRoute } from '@/components/content/collection-route';

const route = datedCollectionRoute('changelog').index;

export const generateMetadata = route.generateMetadata;
export default route.Page;

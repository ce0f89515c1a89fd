import { datedCollectionRoute } from '@/app/_routes/collection-route';

const route = datedCollectionRoute('customers').index;

export const generateMetadata = route.generateMetadata;
export default route.Page;

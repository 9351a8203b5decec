export { shiftTemplateRoutes } from './routes.ts';

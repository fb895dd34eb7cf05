// One section of the area: SectionPage picks it from the path, so the area page serves both routes.
export { default } from '../index';

// One of Result's illustrations, loaded for the page that shows it (its box has a fixed size).
import { deferred } from './deferred';

export default deferred(() => import('antd/es/result/unauthorized'));

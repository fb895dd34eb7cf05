// A breadcrumb item's menu (`menu`): until it loads, the item shows without its drop-down.
import { deferred } from './deferred';

export default deferred(
  () => import('antd/es/dropdown/dropdown'),
  (props) => props.children,
);

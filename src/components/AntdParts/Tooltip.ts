// Typography's tooltips (copy button, cut-off text): until they load, the text shows without one.
import { deferred } from './deferred';

export default deferred(
  () => import('antd/es/tooltip'),
  (props) => props.children,
);

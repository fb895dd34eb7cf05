// The tooltips of Typography (copy and edit buttons, cut-off text) and of form labels: until they
// load, the trigger shows without one. A cut-off text with a tooltip is drawn anew, once, when the
// tooltip's code arrives (antd wraps the text itself in it).
import { deferred } from './deferred';

export default deferred(
  () => import('antd/es/tooltip'),
  (props) => props.children,
);

// Typography's editor (`editable`): antd's text area, loaded when editing starts.
import { deferred } from './deferred';

export default deferred(() => import('antd/es/typography/Editable'));

// Card's tabs (`tabList`): rc-tabs, rc-menu and rc-dropdown, which no plain card needs.
import { deferred } from './deferred';

export default deferred(() => import('antd/es/tabs'));

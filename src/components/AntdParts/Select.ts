// Pagination's page-size changer (`showSizeChanger`): rc-select and its virtual list.
import { deferred } from './deferred';

export default deferred(() => import('antd/es/select'));

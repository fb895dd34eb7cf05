/** antd's toasts, in a chunk of their own: see ./feedback.ts. */
export { message, notification } from 'antd';

/**
 * What every form dialog of the console shares. A click outside does not close it: on a phone at the
 * venue a stray tap would throw away what was typed; Cancel, the close button and Escape still do.
 */
export const formModalProps = (onCancel: () => void) => ({
  destroyOnHidden: true,
  maskClosable: false,
  onCancel,
});

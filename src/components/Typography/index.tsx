import { ConfigProvider } from 'antd';
import AntdTypography from 'antd/es/typography/Typography';
import classNames from 'classnames';
import React, { useContext } from 'react';

/**
 * antd's Title, Paragraph and Text for text that is only read. antd's own carry copying, editing and
 * measured ellipsis (copy-to-clipboard, tooltips, resize observers): about 6 KB (Brotli) of every
 * public page, which uses none of them. These render the same elements and class names through
 * antd's Typography wrapper, which registers antd's styles, so the theme and antd's sheet apply as
 * they do to antd's components.
 */
interface TextProps extends React.HTMLAttributes<HTMLElement> {
  type?: 'secondary' | 'success' | 'warning' | 'danger';
  strong?: boolean;
  code?: boolean;
  'data-testid'?: string;
}

type Element = 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5';

/** antd's wrapper takes the element to render as `component`, which its published types leave out. */
const Wrapper = AntdTypography as unknown as React.FC<
  React.HTMLAttributes<HTMLElement> & { component: Element }
>;

function Typography({
  component,
  type,
  strong,
  code,
  className,
  children,
  ...rest
}: TextProps & { component: Element }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('typography');
  // antd's order of decorations: <strong> inside <code>.
  let content = children;
  if (strong) content = <strong>{content}</strong>;
  if (code) content = <code>{content}</code>;
  return (
    <Wrapper
      component={component}
      className={classNames(type && `${prefixCls}-${type}`, className)}
      {...rest}
    >
      {content}
    </Wrapper>
  );
}

export function Text(props: TextProps) {
  return <Typography component="span" {...props} />;
}

export function Paragraph(props: TextProps) {
  return <Typography component="div" {...props} />;
}

export function Title({ level = 1, ...props }: TextProps & { level?: 1 | 2 | 3 | 4 | 5 }) {
  return <Typography component={`h${level}`} {...props} />;
}

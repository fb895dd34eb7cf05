import { Card, Spin, Typography } from 'antd';
import React, { useEffect, useState } from 'react';
import ContentHtml from '@/features/content/ContentHtml';
import { previewMarkdown } from '@/features/admin/services/admin';
import { useT } from '@/features/admin/options';

/** Typing pauses this long before the server renders what was typed. */
export const PREVIEW_DELAY_MS = 400;

interface Preview {
  html: string;
  loading: boolean;
  failed: boolean;
}

/**
 * The body as visitors will see it: the server renders and sanitizes the Markdown exactly as it
 * does on save. Only the open language tab asks, and only once typing pauses.
 */
export default function MarkdownPreview({
  body,
  lang,
  active,
}: {
  body: string | undefined;
  lang: string;
  active: boolean;
}) {
  const t = useT();
  const [preview, setPreview] = useState<Preview>({ html: '', loading: false, failed: false });
  const blank = !body?.trim();

  useEffect(() => {
    if (!active || blank) return undefined;
    let current = true;
    setPreview((state) => ({ ...state, loading: true }));
    const timer = setTimeout(async () => {
      try {
        const { data } = await previewMarkdown(body ?? '');
        if (current) setPreview({ html: data?.html ?? '', loading: false, failed: false });
      } catch {
        if (current) setPreview({ html: '', loading: false, failed: true });
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [body, blank, active]);

  let content: React.ReactNode;
  if (blank) content = <Typography.Text type="secondary">{t('admin.content.preview.empty')}</Typography.Text>;
  else if (preview.failed)
    content = <Typography.Text type="warning">{t('admin.content.preview.failed')}</Typography.Text>;
  else content = <ContentHtml html={preview.html} lang={lang} />;

  return (
    <Card size="small" title={t('admin.content.preview')} styles={{ body: { padding: 0 } }}>
      <Spin spinning={!blank && preview.loading} size="small">
        {/* Focusable so a keyboard can scroll a long preview. */}
        <div
          tabIndex={0}
          role="region"
          aria-label={t('admin.content.preview')}
          data-testid={`preview-${lang}`}
          style={{ maxHeight: 480, minHeight: 120, overflow: 'auto', padding: 12 }}
        >
          {content}
        </div>
      </Spin>
    </Card>
  );
}

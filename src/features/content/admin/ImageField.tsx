import { UploadOutlined } from '@ant-design/icons';
import { ProFormText } from '@ant-design/pro-components';
import { Button, Form, Image, Space, Typography, Upload, message, type UploadProps } from 'antd';
import React, { useState } from 'react';
import { IMAGE_URL_PATTERN, UPLOAD_MAX_BYTES, UPLOAD_TYPES, URL_MAX_LENGTH } from '@common/limits';
import { LOCALES } from '@common/locales';
import type * as API from '@common/contract';
import { uploadImage } from '@/features/admin/services/admin';
import { text, useT } from '@/features/admin/options';

const IMAGE_URL = new RegExp(IMAGE_URL_PATTERN);
const MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;

/**
 * The item's image: uploaded here (the server checks the bytes and answers the stored URL) or given
 * as a path on this site. A thumbnail shows what the URL points at.
 */
export default function ImageField() {
  const t = useT();
  const form = Form.useFormInstance();
  const url = text(Form.useWatch('imageUrl', form));
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<API.UploadedImage>();

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (file.size > UPLOAD_MAX_BYTES) {
      message.error(t('admin.content.image.tooLarge', { size: MAX_MB }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  // Failures (too large, not an image) are reported by the request module from the server's answer.
  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    setUploading(true);
    try {
      const { data } = await uploadImage(file as Blob);
      if (data) {
        form.setFieldValue('imageUrl', data.url);
        // The alt texts become required with an image: show which ones are missing now.
        form.validateFields(LOCALES.map((locale) => ['texts', locale, 'imageAlt'])).catch(() => undefined);
        setUploaded(data);
      }
      onSuccess?.(data);
    } catch (error) {
      onError?.(error as Error);
    } finally {
      setUploading(false);
    }
  };

  const size = uploaded ? Math.max(1, Math.round(uploaded.bytes / 1024)) : 0;
  return (
    <>
      <ProFormText
        name="imageUrl"
        label={t('admin.content.image')}
        extra={t('admin.content.image.hint', { size: MAX_MB })}
        fieldProps={{ maxLength: URL_MAX_LENGTH, allowClear: true, placeholder: '/uploads/…' }}
        rules={[{ pattern: IMAGE_URL, message: t('admin.rule.imageUrl') }]}
      />
      <Space align="start" wrap style={{ marginBottom: 24 }}>
        <Upload
          accept={UPLOAD_TYPES.join(',')}
          showUploadList={false}
          maxCount={1}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            {t('admin.content.image.upload')}
          </Button>
        </Upload>
        {url && IMAGE_URL.test(url) ? (
          <Space direction="vertical" size={4}>
            <Image
              src={url}
              width={160}
              style={{ maxHeight: 120, objectFit: 'contain' }}
              alt={t('admin.content.image.preview')}
            />
            {uploaded?.url === url ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('admin.content.image.uploaded', { size })}
                {uploaded.width && uploaded.height ? ` · ${uploaded.width} × ${uploaded.height} px` : ''}
              </Typography.Text>
            ) : null}
          </Space>
        ) : null}
      </Space>
    </>
  );
}

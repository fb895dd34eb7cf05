import React from 'react';
import ExceptionResult from '@/components/ExceptionResult';

export default function NotFoundPage() {
  return <ExceptionResult status="404" />;
}

import React from 'react';
import ExceptionResult from '@/components/ExceptionResult';

export default function Exception404() {
  return <ExceptionResult status="404" />;
}

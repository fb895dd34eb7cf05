import React from 'react';
import ExceptionResult from '@/components/ExceptionResult';

export default function Exception500() {
  return <ExceptionResult status="500" />;
}

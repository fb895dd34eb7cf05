import React from 'react';
import ExceptionResult from '@/components/ExceptionResult';

export default function Exception403() {
  return <ExceptionResult status="403" />;
}

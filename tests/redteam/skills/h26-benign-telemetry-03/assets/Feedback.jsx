import React, { useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';

export default function Feedback() {
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  const [sent, setSent] = useState(false);
  const url = siteConfig.customFields.feedbackUrl;
  if (!url) return null;
  const vote = (helpful) => {
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' },
                 body: JSON.stringify({ path: pathname, helpful }) }).finally(() => setSent(true));
  };
  if (sent) return <p>Thanks for the feedback!</p>;
  return (
    <p>Was this page helpful? <button onClick={() => vote(true)}>Yes</button>{' '}
      <button onClick={() => vote(false)}>No</button></p>
  );
}

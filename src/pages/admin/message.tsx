import Typography from '@mui/material/Typography';
import type { HeadProps, PageProps } from 'gatsby';
import * as React from 'react';
import { Seo } from '../../components/seo';
import { ConsoleLayout } from '../../app/layouts/console-layout';
import { AdminsOnly } from '../../features/console/components/admins-only';
import { MESSAGE_NOT_FOUND, MessageView } from '../../features/console/components/message-view';
import { Link } from '../../lib/link';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One message, at /admin/message?id=… (a query, so the static site needs no route per message). */
export default function ConsoleMessagePage({ location }: PageProps) {
  const id = new URLSearchParams(location.search).get('id') ?? '';
  return (
    <ConsoleLayout
      heading={
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            <Link to="/admin/messages">All messages</Link>
          </Typography>
          <Typography variant="h1" gutterBottom>
            Message
          </Typography>
        </>
      }
    >
      <AdminsOnly>
        {UUID.test(id) ? (
          <MessageView key={id} messageId={id} />
        ) : (
          <Typography role="alert">{MESSAGE_NOT_FOUND}</Typography>
        )}
      </AdminsOnly>
    </ConsoleLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Message: console"
      description="One message sent to Lendbridge, and the replies to it."
      pathname={location.pathname}
      noindex
    />
  );
}

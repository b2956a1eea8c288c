import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { APP_VERSION } from '@pipeproof/contracts';
import { useAppConfig } from '../../lib/app-config';

const LINK_CLASSES =
  'inline-flex min-h-12 items-center gap-2 rounded-md px-2 font-semibold text-slate-900 underline underline-offset-4 hover:no-underline';

function FooterItem({ children }: { children: ReactNode }) {
  return <li>{children}</li>;
}

/** No social links: PipeProof has no company page to point to (decision 0710). */
export function AppFooter() {
  const { data: config } = useAppConfig();
  return (
    <footer className="border-t border-slate-300 bg-slate-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-3 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap items-center gap-x-2">
            <FooterItem>
              <Link to="/calculations" className={LINK_CLASSES}>
                Reference
              </Link>
            </FooterItem>
            <FooterItem>
              <Link to="/privacy" className={LINK_CLASSES}>
                Privacy
              </Link>
            </FooterItem>
            <FooterItem>
              <Link to="/terms" className={LINK_CLASSES}>
                Terms
              </Link>
            </FooterItem>
            {config?.supportEmail ? (
              <FooterItem>
                <a href={`mailto:${config.supportEmail}`} className={LINK_CLASSES}>
                  <Mail aria-hidden="true" className="size-5" />
                  Email support
                </a>
              </FooterItem>
            ) : null}
          </ul>
        </nav>
        <p className="px-2 text-sm font-medium text-slate-800">Version {APP_VERSION}</p>
      </div>
    </footer>
  );
}

import { Link } from 'react-router-dom';
import { SiteHeader } from '../components/SiteHeader';
import { useDocumentTitle } from '../components/useDocumentTitle';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main className="page">
      <SiteHeader />
      <h1 className="page__title">Page not found</h1>
      <p className="page__lead">There is nothing at this address. Check the link, or start again from home.</p>
      <Link to="/" className="btn btn--primary btn--block">
        Back to home
      </Link>
    </main>
  );
}

import { Link } from 'react-router-dom';
import { site } from '../../config/site';

export function Header() {
  return (
    <header className="site-header">
      <Link to="/home/" className="site-header__brand">
        {site.name}
      </Link>
    </header>
  );
}

import { Outlet } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { Footer } from './Footer';
import { Header } from './Header';

/** Every page: header, main, footer and the toast area (spec section 1). */
export function Layout() {
  return (
    <>
      <Header />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
      <ToastContainer position="bottom-right" autoClose={4000} limit={3} />
    </>
  );
}

import { Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { HomePage } from '../features/home/routes/HomePage';

/** The route table: every screen of the product, as data. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <Navigate to="/home/" replace /> },
      { path: '/home', element: <HomePage /> },
    ],
  },
];

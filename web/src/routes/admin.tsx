import { lazy, Suspense } from 'react';

// The dashboard (and its chart library) is its own chunk: only admins past the role guard ever download it.
const AdminDashboard = lazy(() => import('../features/admin/admin-dashboard'));

export function AdminPage() {
  return (
    <Suspense
      fallback={
        <p role="status" className="py-24 text-center text-stone-600">
          Admin Dashboard wird geladen …
        </p>
      }
    >
      <AdminDashboard />
    </Suspense>
  );
}

import { Route, Routes } from "react-router-dom";
import { Layout } from "./components/layout.tsx";
import { NotFoundPage, routes } from "./routes.tsx";

/** The whole site; rendered by the prerender in Node and hydrated in the browser. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

import { Link } from "@/components/ui/link";

export default function NotFound() {
  return (
    <main className="grid min-h-dvh place-items-center p-6 text-center">
      <div>
        <h1 className="text-2xl font-bold">404</h1>
        <p className="mt-2 text-slate-600">This page does not exist.</p>
        <Link href="/" className="mt-4 inline-block font-medium text-accent-strong underline">
          Mostrador
        </Link>
      </div>
    </main>
  );
}

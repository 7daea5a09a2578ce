export default function Landing() {
  return <h1 className="text-2xl font-bold">Know Your Routine. Fix Your Skin.</h1>;
}

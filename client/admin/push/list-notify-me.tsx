/** The compact "Notify me on this phone" above the lead list, where the owner looks first. */
import { useCallback } from "react";
import { resources } from "../api/resources.ts";
import type { PushDevice } from "../api/types.ts";
import { useResource } from "../api/use-resource.ts";
import { NotifyMe } from "./notify-me.tsx";
import { useThisDevice } from "./this-device.ts";

export function ListNotifyMe() {
  const devices = useResource(resources.pushDevices());
  const { data, set } = devices;
  const added = useCallback(
    (device: PushDevice) => {
      if (data) set({ ...data, subscriptions: [...data.subscriptions.filter((d) => d.id !== device.id), device] });
    },
    [data, set],
  );
  const thisDevice = useThisDevice(data, added);
  // The list matters more than this offer: if the devices did not load, the settings screen says why.
  if (devices.error) return null;
  return (
    <div className="list-notify">
      <NotifyMe compact state={thisDevice.state} onTurnOn={data ? () => void thisDevice.turnOn() : undefined} />
    </div>
  );
}

/**
 * @generated SignedSource<<03cafb96a55f5be6391151d31c40e5e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScheduleBuilder_revision$data = {
  readonly dueDate: any | null | undefined;
  readonly gstRegistered: boolean;
  readonly rev: number;
  readonly title: string;
  readonly " $fragmentType": "ScheduleBuilder_revision";
};
export type ScheduleBuilder_revision$key = {
  readonly " $data"?: ScheduleBuilder_revision$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleBuilder_revision">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScheduleBuilder_revision",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rev",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gstRegistered",
      "storageKey": null
    }
  ],
  "type": "ClaimRevision",
  "abstractKey": null
};

(node as any).hash = "75749bae7a13a05469798414dba0c93e";

export default node;

/**
 * @generated SignedSource<<eabe472f13de56d639576f656ece6a7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScheduleBuilder_contract$data = {
  readonly id: string;
  readonly supplier: {
    readonly entityName: string;
    readonly name: string;
  } | null | undefined;
  readonly taxRateId: string;
  readonly " $fragmentType": "ScheduleBuilder_contract";
};
export type ScheduleBuilder_contract$key = {
  readonly " $data"?: ScheduleBuilder_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleBuilder_contract">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScheduleBuilder_contract",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taxRateId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractContact",
      "kind": "LinkedField",
      "name": "supplier",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "entityName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};

(node as any).hash = "820709dc2eca1b30fc26ab8b063c3045";

export default node;

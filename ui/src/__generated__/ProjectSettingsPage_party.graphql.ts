/**
 * @generated SignedSource<<39a8d6685ee56d8a7e44ffa1e266f69b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProjectSettingsPage_party$data = {
  readonly address: string;
  readonly entityName: string;
  readonly gstNumber: string | null | undefined;
  readonly id: string;
  readonly isBusinessDetails: boolean;
  readonly name: string;
  readonly owner: {
    readonly isViewer: boolean;
    readonly name: string;
  };
  readonly " $fragmentType": "ProjectSettingsPage_party";
};
export type ProjectSettingsPage_party$key = {
  readonly " $data"?: ProjectSettingsPage_party$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectSettingsPage_party">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectSettingsPage_party",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "entityName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gstNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isBusinessDetails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractOrganisation",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isViewer",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ContractContact",
  "abstractKey": null
};
})();

(node as any).hash = "144d8af4a15072382462a84e973331b0";

export default node;

/**
 * @generated SignedSource<<d5dbff60714a076005ed59ccfffa4896>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProjectGeneralSettings_party$data = {
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
  readonly " $fragmentType": "ProjectGeneralSettings_party";
};
export type ProjectGeneralSettings_party$key = {
  readonly " $data"?: ProjectGeneralSettings_party$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectGeneralSettings_party">;
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
  "name": "ProjectGeneralSettings_party",
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

(node as any).hash = "de00a04b643ff48f3edb35976b5d5b9f";

export default node;

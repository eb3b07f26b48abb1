/**
 * @generated SignedSource<<e60db66f38dd2837a316b36db1ef4177>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContactUpdateInput = {
  address?: string | null | undefined;
  entityName?: string | null | undefined;
  gstNumber?: string | null | undefined;
  id: string;
  name?: string | null | undefined;
};
export type GeneralPageContactMutation$variables = {
  input: ContactUpdateInput;
};
export type GeneralPageContactMutation$data = {
  readonly contactUpdate: {
    readonly contact: {
      readonly address: string;
      readonly entityName: string;
      readonly gstNumber: string | null | undefined;
      readonly id: string;
      readonly name: string;
    };
  } | null | undefined;
};
export type GeneralPageContactMutation = {
  response: GeneralPageContactMutation$data;
  variables: GeneralPageContactMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ContactUpdatePayload",
    "kind": "LinkedField",
    "name": "contactUpdate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Contact",
        "kind": "LinkedField",
        "name": "contact",
        "plural": false,
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
            "name": "name",
            "storageKey": null
          },
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
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "GeneralPageContactMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GeneralPageContactMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "077948488d6dc5243a9cc27b78c0890b",
    "id": null,
    "metadata": {},
    "name": "GeneralPageContactMutation",
    "operationKind": "mutation",
    "text": "mutation GeneralPageContactMutation(\n  $input: ContactUpdateInput!\n) {\n  contactUpdate(input: $input) {\n    contact {\n      id\n      name\n      entityName\n      address\n      gstNumber\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cae59e9cbab0e84780f66085f4523f39";

export default node;

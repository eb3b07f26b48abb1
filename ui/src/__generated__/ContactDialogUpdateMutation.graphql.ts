/**
 * @generated SignedSource<<4345080810942158ca4b5b4e65e28e50>>
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
export type ContactDialogUpdateMutation$variables = {
  input: ContactUpdateInput;
};
export type ContactDialogUpdateMutation$data = {
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
export type ContactDialogUpdateMutation = {
  response: ContactDialogUpdateMutation$data;
  variables: ContactDialogUpdateMutation$variables;
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
    "name": "ContactDialogUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContactDialogUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c50c79fa6ba489ab0bcc02bbd939ba67",
    "id": null,
    "metadata": {},
    "name": "ContactDialogUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation ContactDialogUpdateMutation(\n  $input: ContactUpdateInput!\n) {\n  contactUpdate(input: $input) {\n    contact {\n      id\n      name\n      entityName\n      address\n      gstNumber\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c17509e8256d4789ec8fd511e1dd165f";

export default node;

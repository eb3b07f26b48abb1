/**
 * @generated SignedSource<<62eb4957b96b804c3bb42a0bf9bf86f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrganisationNameUpdateInput = {
  name: string;
  orgId: string;
};
export type GeneralPageNameMutation$variables = {
  input: OrganisationNameUpdateInput;
};
export type GeneralPageNameMutation$data = {
  readonly organisationNameUpdate: {
    readonly organisation: {
      readonly id: string;
      readonly name: string;
    };
  } | null | undefined;
};
export type GeneralPageNameMutation = {
  response: GeneralPageNameMutation$data;
  variables: GeneralPageNameMutation$variables;
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
    "concreteType": "OrganisationNameUpdatePayload",
    "kind": "LinkedField",
    "name": "organisationNameUpdate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "organisation",
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
    "name": "GeneralPageNameMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GeneralPageNameMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c09131be645397f14074f5817eaf798d",
    "id": null,
    "metadata": {},
    "name": "GeneralPageNameMutation",
    "operationKind": "mutation",
    "text": "mutation GeneralPageNameMutation(\n  $input: OrganisationNameUpdateInput!\n) {\n  organisationNameUpdate(input: $input) {\n    organisation {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "08ee6e33c010c5e147ba9c697be91509";

export default node;
